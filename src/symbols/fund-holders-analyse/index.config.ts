export default definePageConfig({ navigationBarTitleText: '持有人分析', enablePullDownRefresh: true });
