export default definePageConfig({ navigationBarTitleText: '大宗交易排行', enablePullDownRefresh: true });
