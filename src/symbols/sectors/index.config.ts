export default definePageConfig({ navigationBarTitleText: '行业板块', enablePullDownRefresh: true });
