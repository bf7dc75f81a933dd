export default definePageConfig({ navigationBarTitleText: '收益预测', enablePullDownRefresh: true });
