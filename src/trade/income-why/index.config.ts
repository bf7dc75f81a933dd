export default definePageConfig({ navigationBarTitleText: '为什么变了', enablePullDownRefresh: true });
