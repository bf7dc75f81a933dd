export default definePageConfig({ navigationBarTitleText: '份额明细', enablePullDownRefresh: true });
