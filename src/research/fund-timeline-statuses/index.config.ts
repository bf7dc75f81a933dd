export default definePageConfig({ navigationBarTitleText: '相关动态', enablePullDownRefresh: true });
