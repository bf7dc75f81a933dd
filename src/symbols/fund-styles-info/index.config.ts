export default definePageConfig({ navigationBarTitleText: '基金风格', enablePullDownRefresh: true });
