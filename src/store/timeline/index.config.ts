export default definePageConfig({ navigationBarTitleText: '小店动态', enablePullDownRefresh: true });
