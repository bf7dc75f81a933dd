export default definePageConfig({ navigationBarTitleText: '风格总览', enablePullDownRefresh: true });
