export default definePageConfig({ navigationBarTitleText: '开通小店', enablePullDownRefresh: true });
