export default definePageConfig({ navigationBarTitleText: '基金列表', enablePullDownRefresh: true });
