export default definePageConfig({ navigationBarTitleText: '我的定投', enablePullDownRefresh: true });
