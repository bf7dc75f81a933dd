export default definePageConfig({ navigationBarTitleText: '基金经理', enablePullDownRefresh: true });
