export default definePageConfig({ navigationBarTitleText: '推荐基金', enablePullDownRefresh: true });
