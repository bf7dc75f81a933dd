export default definePageConfig({ navigationBarTitleText: '指数', enablePullDownRefresh: true });
