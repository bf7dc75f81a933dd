export default definePageConfig({ navigationBarTitleText: '定投详情', enablePullDownRefresh: true });
