export default definePageConfig({ navigationBarTitleText: '主理人小店', enablePullDownRefresh: true, enableShareAppMessage: true });
