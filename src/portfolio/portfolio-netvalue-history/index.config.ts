export default definePageConfig({ navigationBarTitleText: '历史净值', enablePullDownRefresh: true });
