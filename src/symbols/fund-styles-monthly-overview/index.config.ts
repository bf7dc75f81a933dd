export default definePageConfig({ navigationBarTitleText: '月度表现', enablePullDownRefresh: true });
