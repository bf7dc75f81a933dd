export default definePageConfig({ navigationBarTitleText: '服务报告', enablePullDownRefresh: true });
