export default definePageConfig({ navigationBarTitleText: '基金公司', enablePullDownRefresh: true });
