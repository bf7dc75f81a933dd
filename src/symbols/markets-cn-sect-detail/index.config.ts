export default definePageConfig({ navigationBarTitleText: '板块详情', enablePullDownRefresh: true });
