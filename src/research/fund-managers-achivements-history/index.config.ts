export default definePageConfig({ navigationBarTitleText: '历任经理', enablePullDownRefresh: true });
