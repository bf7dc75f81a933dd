export default definePageConfig({ navigationBarTitleText: '指数详情', enablePullDownRefresh: true });
