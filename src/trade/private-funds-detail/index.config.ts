export default definePageConfig({ navigationBarTitleText: '私募持仓详情', enablePullDownRefresh: true });
