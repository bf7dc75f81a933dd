export default definePageConfig({ navigationBarTitleText: '基金诊断', enablePullDownRefresh: true });
