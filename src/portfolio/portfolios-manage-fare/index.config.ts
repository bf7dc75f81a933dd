export default definePageConfig({ navigationBarTitleText: '投顾服务费', enablePullDownRefresh: true });
