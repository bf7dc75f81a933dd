export default definePageConfig({ navigationBarTitleText: '资产预测', enablePullDownRefresh: true });
