export default definePageConfig({ navigationBarTitleText: '风格指数走势', enablePullDownRefresh: true });
