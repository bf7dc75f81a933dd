export default definePageConfig({ navigationBarTitleText: '关注的小店', enablePullDownRefresh: true });
