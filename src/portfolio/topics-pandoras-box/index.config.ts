export default definePageConfig({ navigationBarTitleText: '潘多拉魔盒', enablePullDownRefresh: true });
