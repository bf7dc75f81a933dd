export default definePageConfig({ navigationBarTitleText: '基金经理名片', enablePullDownRefresh: true });
