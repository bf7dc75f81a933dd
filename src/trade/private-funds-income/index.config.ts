export default definePageConfig({ navigationBarTitleText: '私募收益', enablePullDownRefresh: true });
