export default definePageConfig({ navigationBarTitleText: '买入', enablePullDownRefresh: true });
