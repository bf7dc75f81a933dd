export default definePageConfig({ navigationBarTitleText: '指数基金', enablePullDownRefresh: true });
