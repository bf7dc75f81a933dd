export default definePageConfig({ navigationBarTitleText: '收益记录', enablePullDownRefresh: true });
