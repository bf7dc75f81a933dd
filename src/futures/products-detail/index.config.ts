export default definePageConfig({ navigationBarTitleText: '产品详情', enablePullDownRefresh: true });
