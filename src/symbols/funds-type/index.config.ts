export default definePageConfig({ navigationBarTitleText: '基金', enablePullDownRefresh: true });
