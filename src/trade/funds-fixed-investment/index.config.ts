export default definePageConfig({ navigationBarTitleText: '定投计划', enablePullDownRefresh: true });
