export default definePageConfig({ navigationBarTitleText: '基金收益', enablePullDownRefresh: true });
