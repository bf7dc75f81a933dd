export default definePageConfig({ navigationBarTitleText: '大宗交易', enablePullDownRefresh: true });
