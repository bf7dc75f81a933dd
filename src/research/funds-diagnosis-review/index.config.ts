export default definePageConfig({ navigationBarTitleText: '诊断记录', enablePullDownRefresh: true });
