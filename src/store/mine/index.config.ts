export default definePageConfig({ navigationBarTitleText: '我的小店', enablePullDownRefresh: true });
