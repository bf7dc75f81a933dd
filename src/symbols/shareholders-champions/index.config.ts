export default definePageConfig({ navigationBarTitleText: '牛散榜', enablePullDownRefresh: true });
