export default definePageConfig({ navigationBarTitleText: '收益潜力', enablePullDownRefresh: true });
