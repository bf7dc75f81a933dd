export default definePageConfig({ navigationBarTitleText: '持股变动', enablePullDownRefresh: true });
