export default definePageConfig({ navigationBarTitleText: '相似K线', enablePullDownRefresh: true });
