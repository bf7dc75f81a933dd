export default definePageConfig({ navigationBarTitleText: '小店设置', enablePullDownRefresh: true });
