export default definePageConfig({ navigationBarTitleText: '观点', enablePullDownRefresh: true });
