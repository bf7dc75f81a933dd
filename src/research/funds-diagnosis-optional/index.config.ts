export default definePageConfig({ navigationBarTitleText: '诊断自选', enablePullDownRefresh: true });
