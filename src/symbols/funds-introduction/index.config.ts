export default definePageConfig({ navigationBarTitleText: '基金专题', enablePullDownRefresh: true });
