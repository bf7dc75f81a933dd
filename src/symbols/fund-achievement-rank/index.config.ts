export default definePageConfig({ navigationBarTitleText: '业绩排名', enablePullDownRefresh: true });
